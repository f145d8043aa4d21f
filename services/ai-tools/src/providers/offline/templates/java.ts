import type { CodeTemplate } from './template.ts';

// Java templates: Java 17 and the JDK only; each is one file whose classes are package-private (any file name).
export const JAVA_TEMPLATES: CodeTemplate[] = [
  {
    id: 'java-kmeans-clustering',
    title: 'k-means customer segmentation',
    description:
      'Clusters feature vectors with k-means (k-means++ seeding) and prints each segment’s centre.',
    language: 'java',
    category: 'machine-learning',
    tags: ['clustering', 'k-means', 'segmentation'],
    keywords: ['cluster', 'segment', 'group', 'customer', 'unsupervised', 'model', 'kmeans'],
    code: String.raw`import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

final class KMeans {
    private final int k;
    private final Random random;

    KMeans(int k, long seed) {
        this.k = k;
        this.random = new Random(seed);
    }

    static double distance(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (a[i] - b[i]) * (a[i] - b[i]);
        }
        return sum;
    }

    double[][] fit(List<double[]> points, int iterations) {
        List<double[]> centres = new ArrayList<>();
        centres.add(points.get(random.nextInt(points.size())).clone());
        while (centres.size() < k) {
            double[] weights = new double[points.size()];
            double total = 0;
            for (int i = 0; i < points.size(); i++) {
                double best = Double.MAX_VALUE;
                for (double[] centre : centres) {
                    best = Math.min(best, distance(points.get(i), centre));
                }
                weights[i] = best;
                total += best;
            }
            double pick = random.nextDouble() * total;
            int chosen = 0;
            while (chosen < weights.length - 1 && pick > weights[chosen]) {
                pick -= weights[chosen];
                chosen++;
            }
            centres.add(points.get(chosen).clone());
        }
        double[][] result = centres.toArray(new double[0][]);
        int width = result[0].length;
        for (int iteration = 0; iteration < iterations; iteration++) {
            double[][] sums = new double[k][width];
            int[] counts = new int[k];
            for (double[] point : points) {
                int nearest = nearest(result, point);
                counts[nearest]++;
                for (int d = 0; d < width; d++) {
                    sums[nearest][d] += point[d];
                }
            }
            for (int c = 0; c < k; c++) {
                if (counts[c] == 0) {
                    continue;
                }
                for (int d = 0; d < width; d++) {
                    result[c][d] = sums[c][d] / counts[c];
                }
            }
        }
        return result;
    }

    static int nearest(double[][] centres, double[] point) {
        int best = 0;
        for (int c = 1; c < centres.length; c++) {
            if (distance(point, centres[c]) < distance(point, centres[best])) {
                best = c;
            }
        }
        return best;
    }

    public static void main(String[] args) {
        Random data = new Random(3);
        List<double[]> customers = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            int group = i % 3;
            customers.add(new double[] {group * 10 + data.nextGaussian(), group * 5 + data.nextGaussian()});
        }
        for (double[] centre : new KMeans(3, 42).fit(customers, 20)) {
            System.out.println(Arrays.toString(centre));
        }
    }
}
`,
  },
  {
    id: 'java-ngram-language',
    title: 'N-gram word frequencies and phrase extraction',
    description: 'Counts words and bigrams in a text and prints the most frequent phrases.',
    language: 'java',
    category: 'nlp',
    tags: ['n-grams', 'tokenization', 'frequency'],
    keywords: ['text', 'phrase', 'word', 'nlp', 'frequency', 'ngram', 'token', 'language'],
    code: String.raw`import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

final class NGrams {
    static String[] tokenize(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9' ]", " ").trim().split("\\s+");
    }

    static Map<String, Integer> count(String[] tokens, int n) {
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i + n <= tokens.length; i++) {
            String gram = String.join(" ", java.util.Arrays.copyOfRange(tokens, i, i + n));
            counts.merge(gram, 1, Integer::sum);
        }
        return counts;
    }

    static List<Map.Entry<String, Integer>> top(Map<String, Integer> counts, int limit) {
        return counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(limit)
                .collect(Collectors.toList());
    }

    public static void main(String[] args) {
        String text = "Customer support was quick. Customer support solved the billing issue. "
                + "The billing issue came back, but customer support was quick again.";
        String[] tokens = tokenize(text);
        System.out.println("top words:   " + top(count(tokens, 1), 5));
        System.out.println("top bigrams: " + top(count(tokens, 2), 5));
    }
}
`,
  },
  {
    id: 'java-image-resize',
    title: 'Image resize and grayscale with ImageIO',
    description:
      'Loads an image, converts it to grayscale, scales it to a maximum width keeping its ratio and saves a PNG.',
    language: 'java',
    category: 'computer-vision',
    tags: ['imageio', 'resize', 'grayscale'],
    keywords: ['image', 'resize', 'thumbnail', 'photo', 'vision', 'grayscale', 'picture', 'preprocess'],
    code: String.raw`import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;

final class ImagePreprocessor {
    static BufferedImage toGray(BufferedImage source) {
        BufferedImage gray = new BufferedImage(source.getWidth(), source.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        for (int y = 0; y < source.getHeight(); y++) {
            for (int x = 0; x < source.getWidth(); x++) {
                int rgb = source.getRGB(x, y);
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                int luminance = (int) Math.round(0.299 * r + 0.587 * g + 0.114 * b);
                gray.setRGB(x, y, (luminance << 16) | (luminance << 8) | luminance);
            }
        }
        return gray;
    }

    static BufferedImage resize(BufferedImage source, int maxWidth) {
        if (source.getWidth() <= maxWidth) {
            return source;
        }
        int height = (int) Math.round(source.getHeight() * (maxWidth / (double) source.getWidth()));
        BufferedImage scaled = new BufferedImage(maxWidth, height, source.getType());
        Graphics2D graphics = scaled.createGraphics();
        graphics.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        graphics.drawImage(source, 0, 0, maxWidth, height, null);
        graphics.dispose();
        return scaled;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java ImagePreprocessor input.jpg output.png");
            System.exit(2);
        }
        BufferedImage image = ImageIO.read(new File(args[0]));
        if (image == null) {
            throw new IOException("not an image: " + args[0]);
        }
        ImageIO.write(resize(toGray(image), 224), "png", new File(args[1]));
        System.out.println("wrote " + args[1]);
    }
}
`,
  },
  {
    id: 'java-stream-report',
    title: 'Sales report with the Streams API',
    description:
      'Parses CSV lines into records, groups them by region and month, and prints totals and averages.',
    language: 'java',
    category: 'data-processing',
    tags: ['streams', 'grouping', 'csv'],
    keywords: ['report', 'data', 'group', 'aggregate', 'csv', 'sales', 'process', 'etl', 'summar'],
    code: String.raw`import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

final class SalesReport {
    record Sale(String region, LocalDate date, double amount) {
        static Optional<Sale> parse(String line) {
            String[] parts = line.split(",");
            if (parts.length != 3) {
                return Optional.empty();
            }
            try {
                return Optional.of(new Sale(parts[0].trim(), LocalDate.parse(parts[1].trim()), Double.parseDouble(parts[2].trim())));
            } catch (RuntimeException invalid) {
                return Optional.empty();
            }
        }
    }

    static Map<String, Map<String, Double>> totals(List<Sale> sales) {
        return sales.stream().collect(Collectors.groupingBy(
                Sale::region,
                TreeMap::new,
                Collectors.groupingBy(sale -> sale.date().toString().substring(0, 7), TreeMap::new, Collectors.summingDouble(Sale::amount))));
    }

    public static void main(String[] args) {
        List<String> lines = List.of(
                "north, 2024-01-03, 120.50",
                "north, 2024-01-19, 80.00",
                "south, 2024-01-07, 200.00",
                "south, 2024-02-02, 150.25",
                "broken line");
        List<Sale> sales = lines.stream().map(Sale::parse).flatMap(Optional::stream).collect(Collectors.toList());
        System.out.println("rejected lines: " + (lines.size() - sales.size()));
        totals(sales).forEach((region, months) -> System.out.println(region + " " + months));
        System.out.printf("average sale: %.2f%n", sales.stream().mapToDouble(Sale::amount).average().orElse(0));
    }
}
`,
  },
  {
    id: 'java-http-client',
    title: 'HTTP client with retries (java.net.http)',
    description:
      'Calls a JSON API with the JDK HttpClient: timeouts, retries of 429 and 5xx honouring Retry-After.',
    language: 'java',
    category: 'api-integration',
    tags: ['http-client', 'retry', 'rest'],
    keywords: ['api', 'rest', 'http', 'endpoint', 'integrat', 'client', 'request', 'webhook'],
    rename: { ApiClient: '{Subject}Client' },
    code: String.raw`import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

final class ApiClient {
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String baseUrl;
    private final int retries;

    ApiClient(String baseUrl, int retries) {
        this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.retries = retries;
    }

    String get(String path) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "application/json")
                .GET()
                .build();
        for (int attempt = 0; ; attempt++) {
            HttpResponse<String> response;
            try {
                response = client.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (IOException failure) {
                if (attempt >= retries) {
                    throw failure;
                }
                Thread.sleep((long) Math.pow(2, attempt) * 500);
                continue;
            }
            int status = response.statusCode();
            if (status < 400) {
                return response.body();
            }
            boolean retryable = status == 429 || status >= 500;
            if (!retryable || attempt >= retries) {
                throw new IOException("GET " + path + " failed with " + status);
            }
            long waitMs = response.headers().firstValue("Retry-After")
                    .map(value -> value.matches("\\d+") ? Long.parseLong(value) * 1000 : 1000L)
                    .orElse((long) Math.pow(2, attempt) * 500);
            Thread.sleep(Math.min(waitMs, 30_000));
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(new ApiClient("https://api.github.com", 3).get("/repos/openjdk/jdk").substring(0, 80));
    }
}
`,
  },
  {
    id: 'java-churn-logistic',
    title: 'Churn prediction with logistic regression',
    description:
      'Trains a logistic regression on customer features with standardisation and batch gradient descent, and predicts the probability that a customer churns.',
    language: 'java',
    category: 'machine-learning',
    tags: ['classification', 'logistic-regression', 'gradient-descent'],
    keywords: ['churn', 'classif', 'logistic', 'probability', 'retention', 'attrition'],
    rename: { ChurnModel: '{Subject}ChurnModel' },
    code: String.raw`import java.util.Arrays;
import java.util.List;

final class ChurnModel {
    private final double[] weights;
    private double bias;
    private final double[] means;
    private final double[] scales;

    ChurnModel(int features) {
        weights = new double[features];
        means = new double[features];
        scales = new double[features];
        Arrays.fill(scales, 1.0);
    }

    private double[] standardise(double[] x) {
        double[] z = new double[x.length];
        for (int i = 0; i < x.length; i++) z[i] = (x[i] - means[i]) / scales[i];
        return z;
    }

    private double score(double[] z) {
        double sum = bias;
        for (int i = 0; i < z.length; i++) sum += weights[i] * z[i];
        return 1.0 / (1.0 + Math.exp(-sum));
    }

    /** Logistic regression by batch gradient descent on standardised features. */
    ChurnModel fit(List<double[]> rows, List<Boolean> churned, int epochs, double learningRate) {
        int n = rows.size();
        for (int i = 0; i < weights.length; i++) {
            double mean = 0;
            for (double[] row : rows) mean += row[i] / n;
            double variance = 0;
            for (double[] row : rows) variance += (row[i] - mean) * (row[i] - mean) / n;
            means[i] = mean;
            scales[i] = variance > 0 ? Math.sqrt(variance) : 1.0;
        }
        for (int epoch = 0; epoch < epochs; epoch++) {
            double[] gradient = new double[weights.length];
            double gradientBias = 0;
            for (int r = 0; r < n; r++) {
                double[] z = standardise(rows.get(r));
                double error = score(z) - (churned.get(r) ? 1 : 0);
                for (int i = 0; i < z.length; i++) gradient[i] += error * z[i];
                gradientBias += error;
            }
            for (int i = 0; i < weights.length; i++) weights[i] -= learningRate * gradient[i] / n;
            bias -= learningRate * gradientBias / n;
        }
        return this;
    }

    /** The probability that a customer with these features churns. */
    double predict(double[] features) {
        return score(standardise(features));
    }

    public static void main(String[] args) {
        // months active, logins in the last 30 days, support tickets, monthly spend
        List<double[]> rows = List.of(
                new double[] {24, 20, 0, 90}, new double[] {3, 1, 4, 20}, new double[] {12, 15, 1, 60},
                new double[] {2, 0, 2, 15}, new double[] {36, 25, 1, 120}, new double[] {5, 3, 5, 30});
        List<Boolean> churned = List.of(false, true, false, true, false, true);
        ChurnModel model = new ChurnModel(4).fit(rows, churned, 500, 0.1);
        System.out.printf("churn risk %.2f%n", model.predict(new double[] {4, 2, 3, 25}));
    }
}
`,
  },
  {
    id: 'java-sentiment-lexicon',
    title: 'Lexicon sentiment with negation and intensifiers',
    description:
      'Scores the sentiment of reviews or messages from -1 to 1 with a word lexicon, flipping words after a negation and scaling them after intensifiers, and labels them positive, neutral or negative.',
    language: 'java',
    category: 'nlp',
    tags: ['sentiment', 'lexicon', 'reviews'],
    keywords: [
      'sentiment',
      'review',
      'reviews',
      'opinion',
      'positive',
      'negative',
      'feedback',
      'emotion',
      'score',
      'text',
    ],
    code: String.raw`import java.util.Locale;
import java.util.Map;
import java.util.Set;

final class SentimentScorer {
    private static final Map<String, Integer> LEXICON = Map.ofEntries(
            Map.entry("good", 2), Map.entry("great", 3), Map.entry("excellent", 3), Map.entry("love", 3),
            Map.entry("helpful", 2), Map.entry("fast", 1), Map.entry("easy", 1), Map.entry("happy", 2),
            Map.entry("bad", -2), Map.entry("terrible", -3), Map.entry("slow", -1), Map.entry("broken", -2),
            Map.entry("hate", -3), Map.entry("confusing", -2), Map.entry("expensive", -1), Map.entry("late", -1));
    private static final Set<String> NEGATIONS = Set.of("not", "no", "never", "isn't", "wasn't", "don't", "didn't");
    private static final Map<String, Double> INTENSIFIERS = Map.of("very", 1.5, "really", 1.5, "extremely", 2.0, "slightly", 0.5);

    /** A score from -1 (negative) to 1 (positive): lexicon words, flipped after a negation, scaled by intensifiers. */
    static double score(String text) {
        String[] words = text.toLowerCase(Locale.ROOT).replaceAll("[^a-z' ]", " ").trim().split("\\s+");
        double total = 0;
        int hits = 0;
        for (int i = 0; i < words.length; i++) {
            Integer value = LEXICON.get(words[i]);
            if (value == null) continue;
            double weight = value;
            for (int back = Math.max(0, i - 3); back < i; back++) {
                if (NEGATIONS.contains(words[back])) weight = -weight;
                weight *= INTENSIFIERS.getOrDefault(words[back], 1.0);
            }
            total += weight;
            hits++;
        }
        return hits == 0 ? 0 : Math.max(-1, Math.min(1, total / (3.0 * hits)));
    }

    static String label(double score) {
        return score > 0.15 ? "positive" : score < -0.15 ? "negative" : "neutral";
    }

    public static void main(String[] args) {
        String[] reviews = {
            "The support team was really helpful and fast",
            "Checkout was not easy and the app is very slow",
            "It works",
        };
        for (String review : reviews) {
            double s = score(review);
            System.out.printf("%-50s %6.2f %s%n", review, s, label(s));
        }
    }
}
`,
  },
  {
    id: 'java-sobel-edges',
    title: 'Sobel edge detection on a grayscale image',
    description:
      'Computes the Sobel gradient magnitude of a grayscale image and thresholds it into an edge map.',
    language: 'java',
    category: 'computer-vision',
    tags: ['edges', 'sobel', 'filter'],
    keywords: [
      'edge',
      'edges',
      'sobel',
      'gradient',
      'contour',
      'outline',
      'detect',
      'detection',
      'image',
      'filter',
    ],
    code: String.raw`final class SobelEdges {
    private static final int[][] GX = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
    private static final int[][] GY = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};

    /** Gradient magnitude of a grayscale image (rows of 0-255 values) with the Sobel operator; borders clamp. */
    static double[][] magnitude(int[][] gray) {
        int height = gray.length;
        int width = gray[0].length;
        double[][] out = new double[height][width];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                double gx = 0;
                double gy = 0;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int value = gray[clamp(y + dy, height)][clamp(x + dx, width)];
                        gx += GX[dy + 1][dx + 1] * value;
                        gy += GY[dy + 1][dx + 1] * value;
                    }
                }
                out[y][x] = Math.hypot(gx, gy);
            }
        }
        return out;
    }

    private static int clamp(int value, int size) {
        return Math.max(0, Math.min(size - 1, value));
    }

    /** An edge map: true where the gradient is at least the threshold. */
    static boolean[][] edges(double[][] magnitude, double threshold) {
        boolean[][] out = new boolean[magnitude.length][magnitude[0].length];
        for (int y = 0; y < magnitude.length; y++)
            for (int x = 0; x < magnitude[0].length; x++) out[y][x] = magnitude[y][x] >= threshold;
        return out;
    }

    public static void main(String[] args) {
        int[][] image = new int[6][6];
        for (int y = 1; y < 5; y++) for (int x = 1; x < 5; x++) image[y][x] = 200;
        boolean[][] map = edges(magnitude(image), 300);
        for (boolean[] row : map) {
            StringBuilder line = new StringBuilder();
            for (boolean edge : row) line.append(edge ? '#' : '.');
            System.out.println(line);
        }
    }
}
`,
  },
  {
    id: 'java-csv-cleaning',
    title: 'CSV cleaning and de-duplication',
    description:
      'Parses CSV lines with quoted cells, trims and fills empty cells, drops rows without a key and keeps the last row of each duplicated key (e-mail).',
    language: 'java',
    category: 'data-processing',
    tags: ['csv', 'cleaning', 'deduplication'],
    keywords: [
      'csv',
      'clean',
      'cleaning',
      'duplicate',
      'duplicates',
      'dedupe',
      'deduplicate',
      'missing',
      'parse',
      'rows',
      'records',
      'normalise',
    ],
    code: String.raw`import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

final class CsvCleaner {
    /** Splits one CSV line, honouring double quotes and doubled quotes inside them. */
    static List<String> parseLine(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                cell.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                cells.add(cell.toString().trim());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString().trim());
        return cells;
    }

    /**
     * Cleans rows: trims cells, lower-cases the key column (e-mail), drops rows without a key, keeps the last row
     * of each key (duplicates), and fills empty cells with a default.
     */
    static List<Map<String, String>> clean(List<String> lines, String keyColumn, String fill) {
        List<String> header = parseLine(lines.get(0));
        Map<String, Map<String, String>> byKey = new LinkedHashMap<>();
        int dropped = 0;
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) continue;
            List<String> cells = parseLine(line);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                String value = i < cells.size() ? cells.get(i) : "";
                row.put(header.get(i), value.isEmpty() ? fill : value);
            }
            String key = row.getOrDefault(keyColumn, fill).toLowerCase(Locale.ROOT);
            if (key.equals(fill)) {
                dropped++;
                continue;
            }
            row.put(keyColumn, key);
            byKey.remove(key);
            byKey.put(key, row);
        }
        System.out.println("dropped rows without " + keyColumn + ": " + dropped);
        return new ArrayList<>(byKey.values());
    }

    public static void main(String[] args) {
        List<String> lines = List.of(
                "email,name,plan",
                "Ana@Example.com, Ana Lopez ,premium",
                ",No Email,free",
                "bo@example.com,\"Bo, Jr.\",",
                "ana@example.com,Ana Lopez,enterprise");
        for (Map<String, String> row : clean(lines, "email", "unknown")) System.out.println(row);
    }
}
`,
  },
  {
    id: 'java-webhook-verifier',
    title: 'Webhook signature verification (HMAC-SHA256)',
    description:
      'Signs and verifies webhook payloads with HMAC-SHA256 over "timestamp.body", comparing in constant time and refusing old timestamps (replays).',
    language: 'java',
    category: 'api-integration',
    tags: ['webhook', 'hmac', 'security'],
    keywords: [
      'webhook',
      'webhooks',
      'signature',
      'verify',
      'hmac',
      'sha256',
      'stripe',
      'payload',
      'secure',
      'replay',
    ],
    rename: { WebhookVerifier: '{Subject}WebhookVerifier' },
    code: String.raw`import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

final class WebhookVerifier {
    private final byte[] secret;
    private final Duration tolerance;

    WebhookVerifier(String secret, Duration tolerance) {
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
        this.tolerance = tolerance;
    }

    /** HMAC-SHA256 of "timestamp.body", hex encoded: what the sender puts in its signature header. */
    String sign(long timestamp, String body) throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret, "HmacSHA256"));
        byte[] digest = mac.doFinal((timestamp + "." + body).getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(digest);
    }

    /** True when the signature matches (compared in constant time) and the timestamp is recent (no replays). */
    boolean verify(long timestamp, String body, String signature, Instant now) throws GeneralSecurityException {
        if (Math.abs(now.getEpochSecond() - timestamp) > tolerance.getSeconds()) return false;
        byte[] expected = sign(timestamp, body).getBytes(StandardCharsets.US_ASCII);
        byte[] given = signature.trim().toLowerCase().getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(expected, given);
    }

    public static void main(String[] args) throws GeneralSecurityException {
        WebhookVerifier verifier = new WebhookVerifier("whsec_demo", Duration.ofMinutes(5));
        long timestamp = Instant.now().getEpochSecond();
        String body = "{\"type\":\"invoice.paid\",\"id\":\"evt_1\"}";
        String signature = verifier.sign(timestamp, body);
        System.out.println("valid: " + verifier.verify(timestamp, body, signature, Instant.now()));
        System.out.println("tampered: " + verifier.verify(timestamp, body + " ", signature, Instant.now()));
    }
}
`,
  },
];
